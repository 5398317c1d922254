// Starts start.mjs and checks over plain JSON-RPC that the node and its two
// tokens behave as the integration tests expect. Exits non-zero on a failure.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const TRANSFER_TOPIC = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
const DECIMALS = "0x313ce567";
const BALANCE_OF = "0x70a08231";
const TRANSFER = "0xa9059cbb";
const APPROVE = "0x095ea7b3";
const TRANSFER_FROM = "0x23b872dd";
const ALLOWANCE = "0xdd62ed3e";
const RECIPIENT = "0x1111111111111111111111111111111111111111";
const OTHER = "0x2222222222222222222222222222222222222222";

const word = (n) => BigInt(n).toString(16).padStart(64, "0");
const pad = (address) => word(BigInt(address));
const hex = (n) => "0x" + BigInt(n).toString(16);

let passed = 0;
function check(ok, what, detail = "") {
  if (!ok) throw new Error(`${what}${detail ? `: ${detail}` : ""}`);
  passed += 1;
  console.log(`ok - ${what}`);
}

const started = performance.now();
const node = spawn(process.execPath, [new URL("./start.mjs", import.meta.url).pathname], {
  stdio: ["pipe", "pipe", "inherit"],
});
const lines = createInterface({ input: node.stdout });
const extra = [];
const info = await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error("no JSON line within 60 s")), 60_000);
  node.once("exit", (code) => reject(new Error(`start.mjs exited early with ${code}`)));
  lines.once("line", (line) => {
    clearTimeout(timer);
    lines.on("line", (more) => extra.push(more));
    resolve(JSON.parse(line));
  });
});
console.log(`started in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(info)}`);

let id = 0;
async function rpc(method, ...params) {
  const response = await fetch(info.rpc, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
  });
  const body = await response.json();
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}
async function rpcFails(method, ...params) {
  try {
    await rpc(method, ...params);
    return false;
  } catch {
    return true;
  }
}
const call = (to, data, from = info.funder) => rpc("eth_call", { from, to, data }, "latest");
const send = (tx) => rpc("eth_sendTransaction", { from: info.funder, ...tx });
const receipt = (hash) => rpc("eth_getTransactionReceipt", hash);
const blockNumber = async () => Number(await rpc("eth_blockNumber"));
const balance = async (token, who) => BigInt(await call(token, BALANCE_OF + pad(who)));
const transfer = (token, to, amount) => send({ to: token, data: TRANSFER + pad(to) + word(amount) });

try {
  check(Object.keys(info).join() === "rpc,chain_id,funder,usdt,usdc", "the JSON line has its keys");
  check(info.chain_id === 1337, "chain_id is 1337");
  check((await rpc("eth_chainId")) === "0x539", "eth_chainId is 1337");
  check(BigInt(await call(info.usdt, DECIMALS)) === 6n, "USDT has 6 decimals");
  check(BigInt(await call(info.usdc, DECIMALS)) === 6n, "USDC has 6 decimals");
  check((await balance(info.usdt, info.funder)) > 10n ** 18n, "the funder holds USDT");

  // A token transfer mines its own block with a Transfer log.
  const before = await blockNumber();
  const nonce = Number(await rpc("eth_getTransactionCount", info.funder, "latest"));
  const amount = 1_234_567n;
  const tokenTx = await transfer(info.usdt, RECIPIENT, amount);
  const tokenReceipt = await receipt(tokenTx);
  check(tokenReceipt?.status === "0x1", "the transfer succeeds");
  check(Number(tokenReceipt.blockNumber) === before + 1, "the transfer is mined in the next block");
  check((await blockNumber()) === before + 1, "eth_blockNumber moves by one");
  check(
    Number(await rpc("eth_getTransactionCount", info.funder, "latest")) === nonce + 1,
    "eth_getTransactionCount counts the transfer",
  );
  const [log] = tokenReceipt.logs;
  check(tokenReceipt.logs.length === 1 && log.address === info.usdt, "the receipt has one log, from USDT");
  check(log.topics[0] === TRANSFER_TOPIC, "the log is a Transfer", log.topics[0]);
  check(log.topics[1] === "0x" + pad(info.funder), "topics[1] is the padded sender");
  check(log.topics[2] === "0x" + pad(RECIPIENT), "topics[2] is the padded recipient", log.topics[2]);
  check(BigInt(log.data) === amount, "the log's data is the amount");
  check((await balance(info.usdt, RECIPIENT)) === amount, "the recipient's balance is the amount");
  const logs = await rpc("eth_getLogs", {
    fromBlock: tokenReceipt.blockNumber,
    toBlock: tokenReceipt.blockNumber,
    address: info.usdt,
    topics: [TRANSFER_TOPIC, null, "0x" + pad(RECIPIENT)],
  });
  check(logs.length === 1 && logs[0].transactionHash === tokenTx, "eth_getLogs finds the Transfer");

  // The token reverts on too little balance or allowance, and transferFrom spends allowance.
  const overdraw = TRANSFER + pad(RECIPIENT) + word(1);
  const unapproved = TRANSFER_FROM + pad(info.funder) + pad(OTHER) + word(1);
  check(await rpcFails("eth_call", { from: OTHER, to: info.usdc, data: overdraw }),
    "a transfer beyond the balance reverts");
  check(await rpcFails("eth_call", { from: info.funder, to: info.usdc, data: unapproved }),
    "a transferFrom beyond the allowance reverts");
  await send({ to: info.usdc, data: APPROVE + pad(info.funder) + word(500) });
  const spend = TRANSFER_FROM + pad(info.funder) + pad(OTHER) + word(300);
  check((await receipt(await send({ to: info.usdc, data: spend }))).status === "0x1", "transferFrom succeeds");
  check((await balance(info.usdc, OTHER)) === 300n, "transferFrom moves tokens");
  const left = await call(info.usdc, ALLOWANCE + pad(info.funder) + pad(info.funder));
  check(BigInt(left) === 200n, "transferFrom spends the allowance");

  // A plain ETH transfer shows in the block with its full transactions.
  const value = 10n ** 17n + 7n;
  const ethTx = await send({ to: OTHER, value: hex(value) });
  const ethReceipt = await receipt(ethTx);
  const block = await rpc("eth_getBlockByNumber", ethReceipt.blockNumber, true);
  check(block.transactions.length === 1, "the ETH transfer is alone in its block");
  const [tx] = block.transactions;
  check(tx.hash === ethTx && tx.to === OTHER, "the block's transaction has the right to", tx.to);
  check(BigInt(tx.value) === value, "the block's transaction has the right value", tx.value);
  check(BigInt(await rpc("eth_getBalance", OTHER, "latest")) === value, "the ETH arrives");

  // A transaction signed by the node is accepted raw. The node's
  // eth_signTransaction fills in nothing, so the nonce and fee are given.
  const raw = await rpc("eth_signTransaction", {
    from: info.funder, to: RECIPIENT, value: "0x1", gas: "0x5208",
    gasPrice: await rpc("eth_gasPrice"),
    nonce: await rpc("eth_getTransactionCount", info.funder, "latest"),
  });
  const rawTx = await rpc("eth_sendRawTransaction", raw);
  check((await receipt(rawTx))?.status === "0x1", "eth_sendRawTransaction mines a signed transaction");

  // Fees.
  check(BigInt(await rpc("eth_gasPrice")) > 0n, "eth_gasPrice answers");
  check(BigInt(await rpc("eth_maxPriorityFeePerGas")) >= 0n, "eth_maxPriorityFeePerGas answers");
  const fees = await rpc("eth_feeHistory", "0x4", "latest", [50]);
  check(fees.baseFeePerGas.length === 5 && fees.reward.length === 4, "eth_feeHistory answers");

  // A reorg: snapshot, a deposit, a block, revert, then different blocks.
  const height = await blockNumber();
  const snapshot = await rpc("evm_snapshot");
  const deposit = await transfer(info.usdt, RECIPIENT, 5_000_000n);
  const depositBlock = await rpc("eth_getBlockByNumber", hex(height + 1), false);
  check(depositBlock.transactions[0] === deposit, "the deposit is mined");
  await rpc("evm_mine");
  const nextBlock = await rpc("eth_getBlockByNumber", hex(height + 2), false);
  check((await blockNumber()) === height + 2, "evm_mine mines a block");
  check((await rpc("evm_revert", snapshot)) === true, "evm_revert answers true");
  check((await blockNumber()) === height, "eth_blockNumber goes back");
  check((await receipt(deposit)) === null, "the deposit's receipt is gone");
  check((await rpc("eth_getBlockByNumber", hex(height + 1), false)) === null, "the reverted block is gone");
  const gone = await rpc("eth_getLogs", { fromBlock: hex(height + 1), toBlock: "latest", address: info.usdt });
  check(gone.length === 0, "the deposit's log is gone from eth_getLogs");
  check((await balance(info.usdt, RECIPIENT)) === amount, "the deposit's balance is gone");
  await rpc("evm_mine");
  await rpc("evm_mine");
  const again1 = await rpc("eth_getBlockByNumber", hex(height + 1), false);
  const again2 = await rpc("eth_getBlockByNumber", hex(height + 2), false);
  check(again1.hash !== depositBlock.hash, "a new block at the reverted height has a new hash");
  check(again2.hash !== nextBlock.hash && again2.parentHash === again1.hash, "the new chain goes on from it");

  check(extra.length === 0, "nothing else was printed on stdout", extra.join("\n"));

  // Closing stdin stops the node.
  const stopped = new Promise((resolve) => node.once("exit", resolve));
  node.stdin.end();
  const code = await Promise.race([stopped, new Promise((r) => setTimeout(() => r("timeout"), 5000))]);
  check(code === 0, "closing stdin stops the node", String(code));
  console.log(`${passed} passed, 0 failed`);
} catch (err) {
  console.log(`not ok - ${err.message}`);
  console.log(`${passed} passed, 1 failed`);
  node.kill();
  process.exitCode = 1;
}
