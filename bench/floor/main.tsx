// The floor page of `npm run bench`: React, React Router, Redux and styled-components with one
// heading. Lighthouse scores of the portal's pages are read against this page, built and measured
// in the same run on the same machine.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import styled from 'styled-components';

const Heading = styled.h1`
  font-family: system-ui, sans-serif;
  color: #fff;
`;

const slice = createSlice({ name: 'floor', initialState: { ready: true }, reducers: {} });
const store = configureStore({ reducer: { floor: slice.reducer } });
const Routes = () => useRoutes([{ path: '*', element: <Heading>Jornada</Heading> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
