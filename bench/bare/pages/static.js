// One page built ahead (no data function: Next pre-renders it at build time).
export default function Static() {
  return (
    <main>
      <h1>Static page</h1>
      <p>Built once, served as a file.</p>
    </main>
  );
}
