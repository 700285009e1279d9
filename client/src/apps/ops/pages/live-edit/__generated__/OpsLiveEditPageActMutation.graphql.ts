/**
 * @generated SignedSource<<23d52085472bfbf82cc56a2f0494a21c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArtLiveStatus = "LIVE" | "REPLAY" | "UPCOMING" | "%future added value";
export type PublicationAction = "PUBLISH" | "SCHEDULE" | "UNPUBLISH" | "UNSCHEDULE" | "%future added value";
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
export type PublicationActionInput = {
  action: PublicationAction;
  id: string;
  publishAt?: string | null | undefined;
};
export type OpsLiveEditPageActMutation$variables = {
  input: PublicationActionInput;
};
export type OpsLiveEditPageActMutation$data = {
  readonly actOnLive: {
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
export type OpsLiveEditPageActMutation = {
  response: OpsLiveEditPageActMutation$data;
  variables: OpsLiveEditPageActMutation$variables;
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
    "name": "actOnLive",
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
    "name": "OpsLiveEditPageActMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsLiveEditPageActMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3f4549a9448b0b8cdc08c59318c9ef16",
    "id": null,
    "metadata": {},
    "name": "OpsLiveEditPageActMutation",
    "operationKind": "mutation",
    "text": "mutation OpsLiveEditPageActMutation(\n  $input: PublicationActionInput!\n) {\n  actOnLive(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    live {\n      id\n      number\n      title\n      host\n      description\n      status\n      startsAt\n      endsAt\n      streamUrl\n      replayUrl\n      state\n      stateLabel\n      hasDraft\n      publishAt\n      allowedActions {\n        action\n        label\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e24f67c316d4c7d32f3da600c0bb19d9";

export default node;
