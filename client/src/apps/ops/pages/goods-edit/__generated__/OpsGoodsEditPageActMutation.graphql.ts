/**
 * @generated SignedSource<<e9f29e2987154d3d853b918b3bb7004a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GoodsKind = "DERIVATIVE" | "ORIGINAL" | "PRINT" | "%future added value";
export type GoodsStatus = "OFF_SHELF" | "ON_SALE" | "SOLD_OUT" | "%future added value";
export type PublicationAction = "PUBLISH" | "SCHEDULE" | "UNPUBLISH" | "UNSCHEDULE" | "%future added value";
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
export type PublicationActionInput = {
  action: PublicationAction;
  id: string;
  publishAt?: string | null | undefined;
};
export type OpsGoodsEditPageActMutation$variables = {
  input: PublicationActionInput;
};
export type OpsGoodsEditPageActMutation$data = {
  readonly actOnGoods: {
    readonly goods: {
      readonly allowedActions: ReadonlyArray<{
        readonly action: PublicationAction;
        readonly label: string;
      }>;
      readonly artworkNumber: number;
      readonly artworkTitle: string;
      readonly editionSize: number;
      readonly hasDraft: boolean;
      readonly id: string;
      readonly kind: GoodsKind;
      readonly number: number;
      readonly priceFen: string;
      readonly publishAt: string | null | undefined;
      readonly state: PublicationState;
      readonly stateLabel: string;
      readonly status: GoodsStatus;
      readonly stock: number;
      readonly title: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type OpsGoodsEditPageActMutation = {
  response: OpsGoodsEditPageActMutation$data;
  variables: OpsGoodsEditPageActMutation$variables;
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
    "concreteType": "OpsGoodsPayload",
    "kind": "LinkedField",
    "name": "actOnGoods",
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
        "concreteType": "OpsGoods",
        "kind": "LinkedField",
        "name": "goods",
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
            "name": "kind",
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
            "name": "priceFen",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editionSize",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stock",
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
            "name": "artworkNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "artworkTitle",
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
    "name": "OpsGoodsEditPageActMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsGoodsEditPageActMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b9546f40c783905e3c55618208e8ddbf",
    "id": null,
    "metadata": {},
    "name": "OpsGoodsEditPageActMutation",
    "operationKind": "mutation",
    "text": "mutation OpsGoodsEditPageActMutation(\n  $input: PublicationActionInput!\n) {\n  actOnGoods(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    goods {\n      id\n      number\n      kind\n      title\n      priceFen\n      editionSize\n      stock\n      status\n      artworkNumber\n      artworkTitle\n      state\n      stateLabel\n      hasDraft\n      publishAt\n      allowedActions {\n        action\n        label\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fea7f6d21635e08c87d880ea36faa2b3";

export default node;
