// The floor page of `npm run bench`: React, React Router, Redux and styled-components with one
// heading. Lighthouse scores of the portal's pages are read against this page, built and measured
// in the same run on the same machine. For the interaction bench (scripts/interactionBench.ts) it
// has the least of each thing a participant taps: a field, a toggle that shows a heading, and a
// link to a second route with its own heading.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, useRoutes } from 'react-router-dom';
import styled from 'styled-components';

const Heading = styled.h1`
  font-family: system-ui, sans-serif;
  color: #fff;
`;

const slice = createSlice({ name: 'floor', initialState: { ready: true }, reducers: {} });
const store = configureStore({ reducer: { floor: slice.reducer } });

function Controls() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <>
      <label>
        Campo <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Alternar
      </button>
      {open && <h2>Aberto</h2>}
      <Link to="/segunda">Segunda</Link>
    </>
  );
}

const Routes = () =>
  useRoutes([
    { path: '/segunda', element: <Heading>Segunda</Heading> },
    {
      path: '*',
      element: (
        <>
          <Heading>Jornada</Heading>
          <Controls />
        </>
      ),
    },
  ]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
