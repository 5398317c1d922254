// Compiles contracts/Token.sol with solc's standard-JSON API. Runs as a worker
// thread of start.mjs, so that compiling overlaps with starting the node, and
// posts the creation bytecode (hex, without 0x) back to it.
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import solc from "solc";

const source = readFileSync(new URL("./contracts/Token.sol", import.meta.url), "utf8");
const input = {
  language: "Solidity",
  sources: { "Token.sol": { content: source } },
  settings: {
    evmVersion: workerData.evmVersion,
    optimizer: { enabled: false }, // compiles faster; gas is no concern here
    outputSelection: { "Token.sol": { Token: ["evm.bytecode.object"] } },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((e) => e.severity === "error");
if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join("\n"));
parentPort.postMessage(output.contracts["Token.sol"].Token.evm.bytecode.object);
