// The queries running in this process, by client id: stopping one aborts its controller, which
// makes the EnginePool cancel the statement in the engine.

export interface RunningQueries {
  /** A controller for the query; released when the run ends. */
  start(clientId: string): { signal: AbortSignal; release(): void };
  /** Aborts the query's statement; false when it is not running here. */
  stop(clientId: string): boolean;
  /** Aborts every running query (the app is closing). */
  stopAll(): void;
  readonly size: number;
}

export function createRunningQueries(): RunningQueries {
  const running = new Map<string, AbortController>();
  return {
    start(clientId) {
      const controller = new AbortController();
      running.get(clientId)?.abort();
      running.set(clientId, controller);
      return {
        signal: controller.signal,
        release() {
          if (running.get(clientId) === controller) running.delete(clientId);
        },
      };
    },
    stop(clientId) {
      const controller = running.get(clientId);
      if (!controller) return false;
      controller.abort();
      return true;
    },
    stopAll() {
      for (const controller of running.values()) controller.abort();
    },
    get size() {
      return running.size;
    },
  };
}
