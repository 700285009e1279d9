/**
 * @generated SignedSource<<7abe7d0e6d3e91b2d63034e3276bc104>>
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
            "concreteType": "ArtworkSubmissionConnection",
            "kind": "LinkedField",
            "name": "sellingArtworks",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ArtworkSubmissionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ArtworkSubmission",
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
            "storageKey": "sellingArtworks(first:1,state:\"draft\")"
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
            "concreteType": "ArtworkSubmissionConnection",
            "kind": "LinkedField",
            "name": "sellingArtworks",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ArtworkSubmissionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ArtworkSubmission",
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
            "storageKey": "sellingArtworks(first:1,state:\"draft\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7d696908419d94cab2e62d54fca271e5",
    "id": null,
    "metadata": {},
    "name": "PublishPageQuery",
    "operationKind": "query",
    "text": "query PublishPageQuery {\n  viewer {\n    id\n    ...MobileGate_member\n    drafts: sellingArtworks(state: draft, first: 1) {\n      edges {\n        node {\n          number\n          title\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment MobileGate_member on Member {\n  maskedMobile\n}\n"
  }
};
})();

(node as any).hash = "9acb6dc11d74ac2fc990ee032d71b74b";

export default node;
