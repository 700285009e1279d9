/**
 * @generated SignedSource<<752fad55bd4ec94d97bb65bb8d4f7338>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RefundRole = "BUYER" | "SELLER" | "%future added value";
export type RefundListPageQuery$variables = {
  role: RefundRole;
};
export type RefundListPageQuery$data = {
  readonly viewer: {
    readonly refundRequests: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"RefundList_refunds">;
    }>;
  } | null | undefined;
};
export type RefundListPageQuery = {
  response: RefundListPageQuery$data;
  variables: RefundListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "role"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "role",
    "variableName": "role"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RefundListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "RefundRequest",
            "kind": "LinkedField",
            "name": "refundRequests",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RefundList_refunds"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RefundListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "RefundRequest",
            "kind": "LinkedField",
            "name": "refundRequests",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "kindLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amountFen",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Order",
                "kind": "LinkedField",
                "name": "order",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8ea2be43197831f79969587d02312388",
    "id": null,
    "metadata": {},
    "name": "RefundListPageQuery",
    "operationKind": "query",
    "text": "query RefundListPageQuery(\n  $role: RefundRole!\n) {\n  viewer {\n    refundRequests(role: $role) {\n      ...RefundList_refunds\n      id\n    }\n    id\n  }\n}\n\nfragment RefundList_refunds on RefundRequest {\n  id\n  number\n  stateLabel\n  kindLabel\n  amountFen\n  createdAt\n  order {\n    number\n    title\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "4d27ed3e0b3a79d4688e6d5c133b6392";

export default node;
