// The static page again, from getStaticProps with a revalidate time (incremental static regeneration), as our
// content pages are: Next serves such a page from its render cache, a slower path than a page with no data
// function, which it serves as a plain file. bench/ssr.mjs shows both, so the cost of that path is seen apart.
export async function getStaticProps() {
  return { props: {}, revalidate: 300 };
}

export default function Regenerated() {
  return (
    <main>
      <h1>Static page</h1>
      <p>Built once, served as a file.</p>
    </main>
  );
}
