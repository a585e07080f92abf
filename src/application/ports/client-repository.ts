import type { ImportReport } from '../../contract/shapes';
import type { Page } from '../../domain/pagination';
import type { BlockStatus, Client } from '../../domain/entities';
import type { ClientFilters } from '../../domain/filters.types';
import type { ChangeAttempt } from '../change-attempt';
import type { ListExportFile, ListView } from './list-view';

/** A change may carry its dialog's attempt: the key a retry reuses, and the signal that aborts it. */
export interface ClientDetails {
  name: string;
  /** '' when the client has a phone instead (docs/product.md §10.24). */
  email: string;
  /** Any way of writing a number; the server keeps it as E.164. '' for none; left out, an edit keeps it. */
  phone?: string;
  location: string;
}

export interface NewClientInput extends ClientDetails {
  /** Opening points, 0 for none. */
  points: number;
  /** The ledger's reason for them; '' reads "Opening balance". */
  pointsReason: string;
  /** Agreed to broadcasts by email at enrolment (docs/product.md §10.27); absent: no. */
  emailConsent?: boolean;
}

export type { ImportReport, RefusedImportRow, SkippedImportRow } from '../../contract/shapes';

export interface ImportOptions {
  dryRun: boolean;
  /** The field each column fills ('' to leave it out); absent: the file's header decides. */
  mapping?: readonly string[];
  /** Update the clients a row matches (by email, else phone) instead of skipping them. */
  update?: boolean;
  /** The fraction of the file sent so far, 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
  /** The count of the file's rows the server has handled so far (judged, and written on an import). */
  onRowsProgress?: (rows: number) => void;
  signal?: AbortSignal;
}

/** One page of the clients list as the server cut it, and how many match in all. */
export type ClientPage = Page<Client>;

export interface ClientRepository {
  list(filters: ClientFilters, signal?: AbortSignal): Promise<Client[]>;
  /** One page in an order, sorted and searched by the server across the whole filtered list. */
  page(filters: ClientFilters, view: ListView, signal?: AbortSignal): Promise<ClientPage>;
  /** The whole filtered list as the server's CSV file, its dates in `zone`. */
  export(filters: ClientFilters, zone: string, signal?: AbortSignal): Promise<ListExportFile>;
  get(clientId: string, signal?: AbortSignal): Promise<Client>;
  changeStatus(
    clientId: string,
    change: { blockStatus: BlockStatus; blockReason: string },
    attempt?: ChangeAttempt,
  ): Promise<void>;
  /** The input is the wire's body: the form's `reason` travels as `pointsReason` (AddPointsValues says why). */
  addPoints(
    clientId: string,
    /**
     * Points as typed, or an amount spent that the programme turns into points (docs/product.md §10.28);
     * `locationName`: where the points are earned (docs/product.md §10.30).
     */
    input: ({ points: number } | { amount: number }) & {
      pointsReason: string;
      locationName?: string;
      adminId: string;
    },
    attempt?: ChangeAttempt,
  ): Promise<void>;
  /** A custom amount, or a catalogue reward by id instead of points and service (docs/product.md §10.23). */
  redeemPoints(
    clientId: string,
    input:
      | { points: number; locationName: string; serviceName: string; adminId: string }
      | { rewardId: string; locationName: string; adminId: string },
    attempt?: ChangeAttempt,
  ): Promise<void>;
  saveNotes(clientId: string, notes: string, attempt?: ChangeAttempt): Promise<void>;
  /** Enrols a client; answers them with their new id. A taken email is refused (409) naming its client. */
  enrol(input: NewClientInput): Promise<Client>;
  /** Changes a client's name, email and location. */
  editDetails(clientId: string, details: ClientDetails): Promise<void>;
  /** Sends a client file (CSV): a dry run judges it, otherwise it is imported whole or not at all. */
  importFile(file: File, options: ImportOptions): Promise<ImportReport>;
}
