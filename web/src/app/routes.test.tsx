import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { page } from './routes';

const Hello = () => <h1>Classement</h1>;

it('a page whose code is already loaded renders at once, without its fallback', async () => {
  const Page = page(async () => ({ default: Hello }));
  await Page.preload();
  render(
    <Suspense fallback={<p>Chargement</p>}>
      <Page />
    </Suspense>,
  );
  expect(screen.getByRole('heading', { name: 'Classement' })).toBeTruthy();
  expect(screen.queryByText('Chargement')).toBeNull();
});

it('a page not loaded yet shows the fallback, then itself', async () => {
  const Page = page(async () => ({ default: Hello }));
  render(
    <Suspense fallback={<p>Chargement</p>}>
      <Page />
    </Suspense>,
  );
  expect(screen.getByText('Chargement')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Classement' })).toBeTruthy();
  await act(async () => {});
});
