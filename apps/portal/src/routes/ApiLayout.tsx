import { Provider } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { getApiStore } from '../store/apiStore';

/** Layout of the pages that talk to the API: provides the lazily created Redux store. */
export default function ApiLayout() {
  return (
    <Provider store={getApiStore()}>
      <Outlet />
    </Provider>
  );
}
