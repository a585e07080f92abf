/** The messages of a rejection and of its causes (Drizzle wraps the database's error as `cause`). */
export async function rejectionOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' <- ');
  }
  throw new Error('Expected a rejection, but the promise resolved.');
}
