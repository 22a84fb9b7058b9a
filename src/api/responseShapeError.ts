// The answer had the wrong shape: a response that did not parse with its contract schema (SPEC 7, SPEC 8).

export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';

  constructor(
    readonly url: string,
    /** One line per schema issue: `path: message`. */
    readonly issues: readonly string[],
    readonly correlationId: string | undefined,
  ) {
    super(`Unexpected response shape from ${url}: ${issues.join('; ')}`);
  }
}

export function isResponseShapeError(error: unknown): error is ResponseShapeError {
  return error instanceof ResponseShapeError && error.name === 'ResponseShapeError';
}
