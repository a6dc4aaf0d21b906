/**
 * Whether this process takes new work. A shutdown (SIGTERM) starts draining: GET /api/ready answers 503 so that a
 * balancer sends new visitors elsewhere, while the commands in flight finish (docs/decisions/028).
 */
export class Lifecycle {
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  startDraining(): void {
    this.draining = true;
  }
}
