/**
 * @generated SignedSource<<9b9c0f8dafa5e26bf71c200303aba34f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeletionCodeChannel = "EMAIL" | "SMS" | "%future added value";
export type SendAccountDeletionCodeInput = {
  channel: DeletionCodeChannel;
};
export type DeletionSectionSendMutation$variables = {
  input: SendAccountDeletionCodeInput;
};
export type DeletionSectionSendMutation$data = {
  readonly sendAccountDeletionCode: {
    readonly codeKey: string | null | undefined;
    readonly sentTo: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type DeletionSectionSendMutation = {
  response: DeletionSectionSendMutation$data;
  variables: DeletionSectionSendMutation$variables;
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
    "concreteType": "SendAccountDeletionCodePayload",
    "kind": "LinkedField",
    "name": "sendAccountDeletionCode",
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "codeKey",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sentTo",
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
    "name": "DeletionSectionSendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeletionSectionSendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "68fbb698884e18115e6b90291e0bf78d",
    "id": null,
    "metadata": {},
    "name": "DeletionSectionSendMutation",
    "operationKind": "mutation",
    "text": "mutation DeletionSectionSendMutation(\n  $input: SendAccountDeletionCodeInput!\n) {\n  sendAccountDeletionCode(input: $input) {\n    userErrors {\n      message\n    }\n    codeKey\n    sentTo\n  }\n}\n"
  }
};
})();

(node as any).hash = "b72efd264cb479cd9ffed19623084be8";

export default node;
