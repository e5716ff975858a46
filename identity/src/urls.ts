// URLs of the emulator's issuer and keys. Kept apart from emulator.ts so the
// verifier (loaded by the gateway and the API) does not pull in the AWS SDK.

export function issuerOf(endpoint: string, userPoolId: string): string {
  return `${endpoint.replace(/\/+$/, "")}/${userPoolId}`;
}

export function jwksUrl(endpoint: string, userPoolId: string): string {
  return `${issuerOf(endpoint, userPoolId)}/.well-known/jwks.json`;
}
