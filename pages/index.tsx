import Head from 'next/head';

export default function Home() {
  return (
    <>
      <Head>
        <title>ZF | Mutual funds with an advisor you can reach</title>
      </Head>
      <main>ZF</main>
    </>
  );
}
