/**
 * @generated SignedSource<<82cdbd10a8603c5281a16668b693d671>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArtLiveStatus = "LIVE" | "REPLAY" | "UPCOMING" | "%future added value";
export type PublicationAction = "PUBLISH" | "SCHEDULE" | "UNPUBLISH" | "UNSCHEDULE" | "%future added value";
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OpsLiveEditPage_payload$data = {
  readonly live: {
    readonly allowedActions: ReadonlyArray<{
      readonly action: PublicationAction;
      readonly label: string;
    }>;
    readonly description: string;
    readonly endsAt: string | null | undefined;
    readonly hasDraft: boolean;
    readonly host: string;
    readonly id: string;
    readonly number: number;
    readonly publishAt: string | null | undefined;
    readonly replayUrl: string;
    readonly startsAt: string;
    readonly state: PublicationState;
    readonly stateLabel: string;
    readonly status: ArtLiveStatus;
    readonly streamUrl: string;
    readonly title: string;
  } | null | undefined;
  readonly userErrors: ReadonlyArray<{
    readonly field: string | null | undefined;
    readonly message: string;
  }>;
  readonly " $fragmentType": "OpsLiveEditPage_payload";
};
export type OpsLiveEditPage_payload$key = {
  readonly " $data"?: OpsLiveEditPage_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpsLiveEditPage_payload">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpsLiveEditPage_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UserError",
      "kind": "LinkedField",
      "name": "userErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpsLive",
      "kind": "LinkedField",
      "name": "live",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "host",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startsAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endsAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "streamUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "replayUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stateLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasDraft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "publishAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PublicationActionItem",
          "kind": "LinkedField",
          "name": "allowedActions",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "action",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OpsLivePayload",
  "abstractKey": null
};

(node as any).hash = "6d218357a8c2267071ccb3b24ca653fa";

export default node;
