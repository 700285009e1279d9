/**
 * @generated SignedSource<<957ba90c5659bbafa61ea43a8482c105>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArtLiveStatus = "LIVE" | "REPLAY" | "UPCOMING" | "%future added value";
export type PublicationAction = "PUBLISH" | "SCHEDULE" | "UNPUBLISH" | "UNSCHEDULE" | "%future added value";
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
export type LiveInput = {
  description: string;
  endsAt?: string | null | undefined;
  host: string;
  id?: string | null | undefined;
  replayUrl: string;
  startsAt: string;
  status: ArtLiveStatus;
  streamUrl: string;
  title: string;
};
export type OpsLiveEditPageSaveMutation$variables = {
  input: LiveInput;
};
export type OpsLiveEditPageSaveMutation$data = {
  readonly saveLive: {
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
  };
};
export type OpsLiveEditPageSaveMutation = {
  response: OpsLiveEditPageSaveMutation$data;
  variables: OpsLiveEditPageSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "OpsLivePayload",
    "kind": "LinkedField",
    "name": "saveLive",
    "plural": false,
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsLiveEditPageSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsLiveEditPageSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ee8c1e743337ddbd899123e90820e279",
    "id": null,
    "metadata": {},
    "name": "OpsLiveEditPageSaveMutation",
    "operationKind": "mutation",
    "text": "mutation OpsLiveEditPageSaveMutation(\n  $input: LiveInput!\n) {\n  saveLive(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    live {\n      id\n      number\n      title\n      host\n      description\n      status\n      startsAt\n      endsAt\n      streamUrl\n      replayUrl\n      state\n      stateLabel\n      hasDraft\n      publishAt\n      allowedActions {\n        action\n        label\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "90e80b4baad2716f2704eb2d31456705";

export default node;
