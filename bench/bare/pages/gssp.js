// One page rendered per request, with the smallest possible getServerSideProps.
export async function getServerSideProps() {
  return { props: { renderedAt: new Date().toISOString() } };
}

export default function ServerRendered({ renderedAt }) {
  return (
    <main>
      <h1>Rendered per request</h1>
      <p>at {renderedAt}</p>
    </main>
  );
}
