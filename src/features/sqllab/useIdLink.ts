// A SQL Lab link that names something by id in the URL (`?savedQueryId=`, `?queryId=`): read it
// once, open what it names, then drop the parameter; a danger toast when it cannot be read.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useToasts } from '../../components/Toasts/useToasts.ts';

export interface IdLink<T> {
  /** The URL parameter holding the id. */
  param: string;
  load(id: number): Promise<T>;
  open(value: T, id: number): void;
  /** The toast when loading fails. */
  failure: string;
  /** Whether an id that is not a positive integer also gets the toast (else it is just dropped). */
  toastInvalid: boolean;
}

export function useIdLink<T>(link: IdLink<T>): void {
  const { addDangerToast } = useToasts();
  const [params, setParams] = useSearchParams();
  const raw = params.get(link.param);
  const latest = useRef(link);
  latest.current = link;

  useEffect(() => {
    if (raw === null) return;
    const { param, load, failure, toastInvalid } = latest.current;
    let cancelled = false;
    const dropParam = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(param);
          return next;
        },
        { replace: true },
      );
    const fail = () => {
      if (cancelled) return;
      addDangerToast(failure);
      dropParam();
    };
    const id = Number(raw);
    if (!Number.isInteger(id) || id <= 0) {
      if (toastInvalid) fail();
      else dropParam();
      return;
    }
    load(id)
      .then((value) => {
        if (cancelled) return;
        latest.current.open(value, id);
        dropParam();
      })
      .catch(fail);
    return () => {
      cancelled = true;
    };
  }, [raw, setParams, addDangerToast]);
}
