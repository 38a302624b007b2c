import { vi } from 'vitest';

type Listener = (event: ProgressEvent) => void;

class Listeners {
  private readonly byType = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener): void {
    this.byType.set(type, [...(this.byType.get(type) ?? []), listener]);
  }
  emit(type: string, loaded = 0, total = 0): void {
    const event = { lengthComputable: total > 0, loaded, total } as ProgressEvent;
    for (const listener of this.byType.get(type) ?? []) listener(event);
  }
}

/**
 * XMLHttpRequest for uploads in tests: the request goes through `fetch` (the mocked API), and
 * the upload reports its progress at half-way and at the end before `load`.
 */
class FakeXMLHttpRequest extends Listeners {
  readonly upload = new Listeners();
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  abort(): void {
    this.aborted = true;
    this.emit('abort');
  }

  send(body: FormData): void {
    const total = 1000;
    void (async () => {
      this.upload.emit('progress', total / 2, total);
      try {
        const response = await fetch(this.url, {
          method: this.method,
          headers: this.headers,
          body,
        });
        const text = await response.text();
        if (this.aborted) return;
        this.upload.emit('progress', total, total);
        this.status = response.status;
        this.responseText = text;
        this.emit('load');
      } catch {
        if (!this.aborted) this.emit('error');
      }
    })();
  }
}

/** Routes uploads (XMLHttpRequest) through the mocked API. */
export function fakeUploads(): void {
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
}
