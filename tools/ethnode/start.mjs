// Starts a local Ethereum development node with two ERC-20 tokens deployed,
// prints one line of JSON describing it on stdout, and runs until stdin closes
// or a SIGTERM/SIGINT arrives. Everything else goes to stderr.
import { Worker } from "node:worker_threads";

const CHAIN_ID = 1337;
const EVM_VERSION = "shanghai"; // ganache 7.9's default hardfork
const SUPPLY = 10n ** 15n * 10n ** 6n; // a quadrillion whole tokens at 6 decimals

// Only the JSON line may reach stdout.
console.log = console.info = console.debug = console.error;
function fail(err) {
  console.error(`ethnode: ${err?.stack ?? err}`);
  process.exit(1);
}
process.on("uncaughtException", fail);
process.on("unhandledRejection", fail);

// ABI encoding of the constructor arguments (string, string, uint8, uint256).
const word = (n) => BigInt(n).toString(16).padStart(64, "0");
function encodeString(s) {
  const hex = Buffer.from(s, "utf8").toString("hex");
  return word(hex.length / 2) + hex.padEnd(Math.ceil(hex.length / 64) * 64, "0");
}
function encodeArgs(name, symbol, decimals, supply) {
  const tail1 = encodeString(name);
  const tail2 = encodeString(symbol);
  const head = word(4 * 32) + word(4 * 32 + tail1.length / 2) + word(decimals) + word(supply);
  return head + tail1 + tail2;
}

async function deploy(provider, from, bytecode, name, symbol, decimals) {
  const data = "0x" + bytecode + encodeArgs(name, symbol, decimals, SUPPLY);
  const hash = await provider.request({ method: "eth_sendTransaction", params: [{ from, data, gas: "0x300000" }] });
  const receipt = await provider.request({ method: "eth_getTransactionReceipt", params: [hash] });
  if (!receipt || receipt.status !== "0x1") throw new Error(`deploying ${symbol} failed`);
  return receipt.contractAddress;
}

// Compile in a worker thread while the node loads and starts.
const compiled = new Promise((resolve, reject) => {
  const worker = new Worker(new URL("./compile.mjs", import.meta.url), {
    workerData: { evmVersion: EVM_VERSION },
  });
  worker.once("message", resolve);
  worker.once("error", reject);
});

const { default: ganache } = await import("ganache");
const server = ganache.server({
  logging: { quiet: true },
  chain: { chainId: CHAIN_ID, networkId: CHAIN_ID, hardfork: EVM_VERSION },
  // Every transaction is mined at once in its own block; a transaction sent
  // without a gas limit gets an estimated one.
  miner: { instamine: "eager", defaultTransactionGasLimit: "estimate" },
  wallet: { deterministic: true, totalAccounts: 1, defaultBalance: 1_000_000 },
});
await server.listen(0, "127.0.0.1");
const { port } = server.address();

const bytecode = await compiled;
const provider = server.provider;
const [funder] = await provider.request({ method: "eth_accounts", params: [] });
const usdt = await deploy(provider, funder, bytecode, "Tether USD", "USDT", 6);
const usdc = await deploy(provider, funder, bytecode, "USD Coin", "USDC", 6);

process.stdout.write(
  JSON.stringify({ rpc: `http://127.0.0.1:${port}`, chain_id: CHAIN_ID, funder, usdt, usdc }) + "\n",
);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), 2000).unref();
  server.close().finally(() => process.exit(0));
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
process.stdin.on("end", stop);
process.stdin.on("close", stop);
process.stdin.on("error", stop);
process.stdin.resume();
