/** The body of every 4xx answer (DESIGN §2, Errors). */
export type ApiErrorBody = {
  message: string;
  errors?: { path: string; message: string }[];
};
