/**
 * @generated SignedSource<<98945dc3347f7cced344e24280b6efdd>>
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
export type GoodsStockInput = {
  delta: number;
  id: string;
};
export type OpsGoodsEditPageStockMutation$variables = {
  input: GoodsStockInput;
};
export type OpsGoodsEditPageStockMutation$data = {
  readonly adjustGoodsStock: {
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
export type OpsGoodsEditPageStockMutation = {
  response: OpsGoodsEditPageStockMutation$data;
  variables: OpsGoodsEditPageStockMutation$variables;
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
    "name": "adjustGoodsStock",
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
    "name": "OpsGoodsEditPageStockMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsGoodsEditPageStockMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "28e5cfd054fbacbacff33b0e024f666a",
    "id": null,
    "metadata": {},
    "name": "OpsGoodsEditPageStockMutation",
    "operationKind": "mutation",
    "text": "mutation OpsGoodsEditPageStockMutation(\n  $input: GoodsStockInput!\n) {\n  adjustGoodsStock(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    goods {\n      id\n      number\n      kind\n      title\n      priceFen\n      editionSize\n      stock\n      status\n      artworkNumber\n      artworkTitle\n      state\n      stateLabel\n      hasDraft\n      publishAt\n      allowedActions {\n        action\n        label\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f1f34ceaa3e5396e993905771be345cc";

export default node;
