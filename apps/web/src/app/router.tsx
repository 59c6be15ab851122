import { createBrowserRouter } from 'react-router';

/** The seed 001 route table. (Skeleton: the platform work fills every route.) */
export const router = createBrowserRouter([{ path: '*', element: <div>Prancheta</div> }]);
