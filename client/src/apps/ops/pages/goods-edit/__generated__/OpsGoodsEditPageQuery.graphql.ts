/**
 * @generated SignedSource<<e9806d24ff1430d4a9be9c97da5c6436>>
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
export type OpsGoodsEditPageQuery$variables = {
  id: string;
  isNew: boolean;
};
export type OpsGoodsEditPageQuery$data = {
  readonly opsGoods?: {
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
};
export type OpsGoodsEditPageQuery = {
  response: OpsGoodsEditPageQuery$data;
  variables: OpsGoodsEditPageQuery$variables;
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
        "concreteType": "OpsGoods",
        "kind": "LinkedField",
        "name": "opsGoods",
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
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsGoodsEditPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsGoodsEditPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2ce33b01c8e0645021e7ce7f10342a92",
    "id": null,
    "metadata": {},
    "name": "OpsGoodsEditPageQuery",
    "operationKind": "query",
    "text": "query OpsGoodsEditPageQuery(\n  $id: ID!\n  $isNew: Boolean!\n) {\n  opsGoods(id: $id) @skip(if: $isNew) {\n    id\n    number\n    kind\n    title\n    priceFen\n    editionSize\n    stock\n    status\n    artworkNumber\n    artworkTitle\n    state\n    stateLabel\n    hasDraft\n    publishAt\n    allowedActions {\n      action\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eb2b08b71fcadad4d4f8589ccd986cf0";

export default node;
