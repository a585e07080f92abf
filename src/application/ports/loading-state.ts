/** Whether any request is in flight, for the top progress bar. */
export interface LoadingState {
  isLoading(): boolean;
  subscribe(listener: (loading: boolean) => void): () => void;
}
