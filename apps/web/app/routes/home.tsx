export function meta() {
  return [{ title: 'Fortuna Casino' }];
}

export default function Home() {
  return (
    <main className="mx-auto max-w-5xl p-8">
      <h1 className="text-4xl font-extrabold text-gold">Fortuna</h1>
      <p className="mt-2 text-slate-300">An open-source online casino.</p>
    </main>
  );
}
