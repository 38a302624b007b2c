// The catalogue lives in the contract, shared with the web app's fakes of this API.
export { apiMessages as messages } from '@canasta/contract';
