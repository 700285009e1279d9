/**
 * @generated SignedSource<<6cc9667113dd68c7c95c6ec2fd4770f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpsMembersPageQuery$variables = {
  q: string;
  search: boolean;
};
export type OpsMembersPageQuery$data = {
  readonly opsMembers?: ReadonlyArray<{
    readonly id: string;
    readonly maskedEmail: string | null | undefined;
    readonly maskedMobile: string | null | undefined;
    readonly nickname: string;
    readonly number: number;
    readonly statusLabel: string;
    readonly username: string;
  }>;
};
export type OpsMembersPageQuery = {
  response: OpsMembersPageQuery$data;
  variables: OpsMembersPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "q"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "condition": "search",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "query",
            "variableName": "q"
          }
        ],
        "concreteType": "OpsMember",
        "kind": "LinkedField",
        "name": "opsMembers",
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
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nickname",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maskedMobile",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maskedEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "statusLabel",
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
    "name": "OpsMembersPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsMembersPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "27a763b3d2da45d172c20959ff058f49",
    "id": null,
    "metadata": {},
    "name": "OpsMembersPageQuery",
    "operationKind": "query",
    "text": "query OpsMembersPageQuery(\n  $q: String!\n  $search: Boolean!\n) {\n  opsMembers(query: $q) @include(if: $search) {\n    id\n    number\n    username\n    nickname\n    maskedMobile\n    maskedEmail\n    statusLabel\n  }\n}\n"
  }
};
})();

(node as any).hash = "74a637aac2678b441ec40faf3ac12a88";

export default node;
