/**
 * @generated SignedSource<<8a31adf9372a5e3fc533b4ed1b46f103>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArtLiveStatus = "LIVE" | "REPLAY" | "UPCOMING" | "%future added value";
export type PublicationAction = "PUBLISH" | "SCHEDULE" | "UNPUBLISH" | "UNSCHEDULE" | "%future added value";
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
export type OpsLiveEditPageQuery$variables = {
  id: string;
  isNew: boolean;
};
export type OpsLiveEditPageQuery$data = {
  readonly opsLive?: {
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
};
export type OpsLiveEditPageQuery = {
  response: OpsLiveEditPageQuery$data;
  variables: OpsLiveEditPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isNew"
  }
],
v1 = [
  {
    "condition": "isNew",
    "kind": "Condition",
    "passingValue": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "id"
          }
        ],
        "concreteType": "OpsLive",
        "kind": "LinkedField",
        "name": "opsLive",
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
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsLiveEditPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsLiveEditPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "06af67f2dbe623da435e38ae1124324a",
    "id": null,
    "metadata": {},
    "name": "OpsLiveEditPageQuery",
    "operationKind": "query",
    "text": "query OpsLiveEditPageQuery(\n  $id: ID!\n  $isNew: Boolean!\n) {\n  opsLive(id: $id) @skip(if: $isNew) {\n    id\n    number\n    title\n    host\n    description\n    status\n    startsAt\n    endsAt\n    streamUrl\n    replayUrl\n    state\n    stateLabel\n    hasDraft\n    publishAt\n    allowedActions {\n      action\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "559e2045926428511c9fa46b63c6c7c4";

export default node;
