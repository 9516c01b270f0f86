// Native drag and drop of dataset items from the datasource panel onto controls.
export const DRAG_TYPE = 'application/x-loupe-dataset-item';

export interface DraggedItem {
  kind: 'column' | 'metric';
  name: string;
}

export function readDraggedItem(data: DataTransfer): DraggedItem | null {
  try {
    const parsed = JSON.parse(data.getData(DRAG_TYPE)) as DraggedItem;
    return parsed && (parsed.kind === 'column' || parsed.kind === 'metric') && typeof parsed.name === 'string'
      ? parsed
      : null;
  } catch {
    return null;
  }
}
