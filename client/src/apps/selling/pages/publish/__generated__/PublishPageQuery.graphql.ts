/**
 * @generated SignedSource<<725c51eab0133806360e958226f95759>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublishPageQuery$variables = Record<PropertyKey, never>;
export type PublishPageQuery$data = {
  readonly viewer: {
    readonly drafts: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly number: number;
          readonly title: string;
        } | null | undefined;
      } | null | undefined> | null | undefined;
    };
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"MobileGate_member">;
  } | null | undefined;
};
export type PublishPageQuery = {
  response: PublishPageQuery$data;
  variables: PublishPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  },
  {
    "kind": "Literal",
    "name": "state",
    "value": "draft"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PublishPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MobileGate_member"
          },
          {
            "alias": "drafts",
            "args": (v1/*:: as any*/),
            "concreteType": "WorkConnection",
            "kind": "LinkedField",
            "name": "works",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Work",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "works(first:1,state:\"draft\")"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PublishPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maskedMobile",
            "storageKey": null
          },
          {
            "alias": "drafts",
            "args": (v1/*:: as any*/),
            "concreteType": "WorkConnection",
            "kind": "LinkedField",
            "name": "works",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Work",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v0/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "works(first:1,state:\"draft\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ff9b1f4e27e109ab50cbdb3a31020db7",
    "id": null,
    "metadata": {},
    "name": "PublishPageQuery",
    "operationKind": "query",
    "text": "query PublishPageQuery {\n  viewer {\n    id\n    ...MobileGate_member\n    drafts: works(state: draft, first: 1) {\n      edges {\n        node {\n          number\n          title\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment MobileGate_member on Member {\n  maskedMobile\n}\n"
  }
};
})();

(node as any).hash = "2dc8ae9dca940606f4bd825c19e7b682";

export default node;
