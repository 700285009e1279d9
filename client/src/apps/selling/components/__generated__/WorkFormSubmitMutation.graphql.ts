/**
 * @generated SignedSource<<431d41444c408c2d5f514b7bf59e8413>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubmitWorkInput = {
  acceptAgreement: boolean;
  id: string;
};
export type WorkFormSubmitMutation$variables = {
  input: SubmitWorkInput;
};
export type WorkFormSubmitMutation$data = {
  readonly submitWork: {
    readonly " $fragmentSpreads": FragmentRefs<"WorkForm_result">;
  };
};
export type WorkFormSubmitMutation = {
  response: WorkFormSubmitMutation$data;
  variables: WorkFormSubmitMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = [
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Work",
    "kind": "LinkedField",
    "name": "work",
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
        "name": "version",
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
        "concreteType": "WorkActionOption",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkFormSubmitMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkPayload",
        "kind": "LinkedField",
        "name": "submitWork",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "WorkForm_result",
            "selections": (v2/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkFormSubmitMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkPayload",
        "kind": "LinkedField",
        "name": "submitWork",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "958d16d90e048bc855af7f1c1e00e9ba",
    "id": null,
    "metadata": {},
    "name": "WorkFormSubmitMutation",
    "operationKind": "mutation",
    "text": "mutation WorkFormSubmitMutation(\n  $input: SubmitWorkInput!\n) {\n  submitWork(input: $input) {\n    ...WorkForm_result\n  }\n}\n\nfragment WorkForm_result on WorkPayload {\n  userErrors {\n    field\n    message\n    code\n  }\n  work {\n    id\n    number\n    version\n    state\n    stateLabel\n    allowedActions {\n      action\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a562040a1b3e6adf6edbac66ae0f9a4d";

export default node;
