import { PlayerBonusPage } from '../features/bonuses';

export function meta() {
  return [{ title: 'My bonuses · Fortuna Casino' }];
}

export default function PlayerBonusRoute() {
  return <PlayerBonusPage />;
}
