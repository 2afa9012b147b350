import { data } from 'react-router';

/** Any path outside the route table (including an unknown locale prefix) is a 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
