/**
 * @generated SignedSource<<e6d7baf6074e84d691965190a0748fc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateAddressInput = {
  city: string;
  detail: string;
  district: string;
  isDefault?: boolean | null | undefined;
  mobile: string;
  postcode?: string | null | undefined;
  province: string;
  recipient: string;
};
export type BuyPageAddressMutation$variables = {
  input: CreateAddressInput;
};
export type BuyPageAddressMutation$data = {
  readonly createAddress: {
    readonly address: {
      readonly detail: string;
      readonly id: string;
      readonly isDefault: boolean;
      readonly mobile: string;
      readonly recipient: string;
      readonly regionName: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type BuyPageAddressMutation = {
  response: BuyPageAddressMutation$data;
  variables: BuyPageAddressMutation$variables;
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
    "concreteType": "CreateAddressPayload",
    "kind": "LinkedField",
    "name": "createAddress",
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
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Address",
        "kind": "LinkedField",
        "name": "address",
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
            "name": "recipient",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mobile",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "regionName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "detail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDefault",
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
    "name": "BuyPageAddressMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BuyPageAddressMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "224029d1b43f354e8d51a29505dd97bf",
    "id": null,
    "metadata": {},
    "name": "BuyPageAddressMutation",
    "operationKind": "mutation",
    "text": "mutation BuyPageAddressMutation(\n  $input: CreateAddressInput!\n) {\n  createAddress(input: $input) {\n    userErrors {\n      field\n      message\n    }\n    address {\n      id\n      recipient\n      mobile\n      regionName\n      detail\n      isDefault\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "651cf8837776a737ae36798107be0650";

export default node;
