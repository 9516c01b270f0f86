import { HttpResponse, http } from 'msw';

export const healthHandlers = [http.get('/health', () => HttpResponse.text('OK'))];
