/**
 * @generated SignedSource<<2d811553a592ba2391ed8d1b6d25bbcb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpsPartnersPageChoicesQuery$variables = {
  query: string;
};
export type OpsPartnersPageChoicesQuery$data = {
  readonly opsGalleryChoices: ReadonlyArray<{
    readonly city: string;
    readonly id: string;
    readonly name: string;
    readonly stateLabel: string;
  }>;
};
export type OpsPartnersPageChoicesQuery = {
  response: OpsPartnersPageChoicesQuery$data;
  variables: OpsPartnersPageChoicesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "OpsGalleryChoice",
    "kind": "LinkedField",
    "name": "opsGalleryChoices",
    "plural": true,
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "city",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stateLabel",
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
    "name": "OpsPartnersPageChoicesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsPartnersPageChoicesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7546a7c557fe78a1557c32c68ab753c3",
    "id": null,
    "metadata": {},
    "name": "OpsPartnersPageChoicesQuery",
    "operationKind": "query",
    "text": "query OpsPartnersPageChoicesQuery(\n  $query: String!\n) {\n  opsGalleryChoices(query: $query) {\n    id\n    name\n    city\n    stateLabel\n  }\n}\n"
  }
};
})();

(node as any).hash = "d269f93b6299d6b1b19e92545815d4f1";

export default node;
