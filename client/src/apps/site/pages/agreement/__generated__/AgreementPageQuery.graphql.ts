/**
 * @generated SignedSource<<024b6eab0305613181ac296114ceaf8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AgreementPageQuery$variables = {
  key: string;
};
export type AgreementPageQuery$data = {
  readonly agreement: {
    readonly body: string;
    readonly effectiveAt: string;
    readonly key: string;
    readonly title: string;
    readonly version: number;
  } | null | undefined;
};
export type AgreementPageQuery = {
  response: AgreementPageQuery$data;
  variables: AgreementPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "key"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "key"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "effectiveAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AgreementPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Agreement",
        "kind": "LinkedField",
        "name": "agreement",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
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
    "name": "AgreementPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Agreement",
        "kind": "LinkedField",
        "name": "agreement",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bcd30e9a1ae76474f19d41e87e3f64f6",
    "id": null,
    "metadata": {},
    "name": "AgreementPageQuery",
    "operationKind": "query",
    "text": "query AgreementPageQuery(\n  $key: String!\n) {\n  agreement(key: $key) {\n    key\n    version\n    title\n    body\n    effectiveAt\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "9b9ff2e73eff974d23fe521bc2a0ce4a";

export default node;
