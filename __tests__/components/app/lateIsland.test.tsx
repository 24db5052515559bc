import { act, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server.edge';
import { lateIsland } from '@/components/app/lateIsland';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** More than React's 12.8 KB after which a finished Suspense boundary would be moved to the end of the page. */
const FILLER = Array.from({ length: 400 }, (_, i) => <p key={i}>Filler paragraph number {i} of the page.</p>);

function Page({ Island }: { Island: ComponentType<{ label: string }> }) {
  return (
    <div>
      {FILLER}
      <Island label="Clicked" />
      <p id="after">after the island</p>
    </div>
  );
}

async function serverHtml(): Promise<string> {
  // The server gets the component itself, as at the call sites' `typeof window === 'undefined'` branch.
  const ServerIsland = lateIsland(Counter, () => Promise.resolve({ default: Counter }));
  const stream = await renderToReadableStream(<Page Island={ServerIsland} />);
  await stream.allReady;
  return new Response(stream).text();
}

describe('lateIsland', () => {
  it('is rendered in place on the server, with no script to move it there later', async () => {
    const html = await serverHtml();
    expect(html.length).toBeGreaterThan(12_800);
    expect(html).not.toMatch(/<template|<script/);
    expect(html.indexOf('Clicked')).toBeLessThan(html.indexOf('after the island'));
    expect(html).toContain('<!--&--><button type="button">Clicked<!-- --> <!-- -->0</button><!--/&-->');
  });

  it('keeps the server HTML until its code arrives, then hydrates it in place', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);
    const serverButton = container.querySelector('button')!;

    let arrive: (module: { default: typeof Counter }) => void = () => {};
    const ClientIsland = lateIsland<{ label: string }>(null, () => new Promise((resolve) => (arrive = resolve)));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page Island={ClientIsland} />, { onRecoverableError: (e) => errors.push(e) });
    });

    // Not hydrated yet: the server's button is still there, and a click does nothing.
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(serverButton).toHaveTextContent('Clicked 0');

    await act(async () => arrive({ default: Counter }));
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(serverButton).toHaveTextContent('Clicked 1');
    expect(errors).toEqual([]);
    container.remove();
  });
});
