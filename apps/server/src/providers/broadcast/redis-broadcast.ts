import { Redis } from 'ioredis';

/** The logging a broadcast needs: the server's logger, or the console in a command-line tool. */
export interface BroadcastLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Messages to every API process through Redis pub/sub (one connection publishes, one listens:
 * a subscribed connection can do nothing else). Delivery is best effort: a process that misses
 * a message keeps its cached answers for their few seconds, as it did before broadcasts.
 */
export class RedisBroadcast {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, (message: string) => void>();

  constructor(
    url: string,
    private readonly log: BroadcastLog,
  ) {
    const options = { connectTimeout: 2000, commandTimeout: 500, maxRetriesPerRequest: 1 };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, { connectTimeout: 2000 });
    // ioredis reconnects on its own; failures are logged where a message is sent.
    this.publisher.on('error', () => {});
    this.subscriber.on('error', () => {});
    this.subscriber.on('message', (channel: string, message: string) => {
      this.handlers.get(channel)?.(message);
    });
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<void> {
    this.handlers.set(channel, handler);
    await this.subscriber.subscribe(channel);
  }

  async publish(channel: string, message: string): Promise<void> {
    try {
      await this.send(channel, message);
    } catch (error) {
      this.log.warn({ err: error, channel }, 'broadcast not sent: Redis failed');
    }
  }

  /** Publishes or throws: for a queued job, which is retried when Redis fails. */
  async send(channel: string, message: string): Promise<void> {
    await this.publisher.publish(channel, message);
  }

  async close(): Promise<void> {
    for (const connection of [this.publisher, this.subscriber]) {
      if (connection.status === 'ready') await connection.quit();
      else connection.disconnect();
    }
  }
}
