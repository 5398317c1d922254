import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'

/** An Ethereum account from a fixed test key, signing as a wallet's `personal_sign` does (EIP-191). */
export interface TestAccount {
  /** Lower-case `0x` address: the last 20 bytes of keccak-256 of the uncompressed public key without its 0x04. */
  address: string
  /** `0x` r‖s‖v (v 27 or 28, low s) of keccak-256("\x19Ethereum Signed Message:\n" + byte length + message). */
  personalSign: (message: Uint8Array) => string
}

export function testAccount(privateKeyHex: string): TestAccount {
  const key = hexToBytes(privateKeyHex.replace(/^0x/, ''))
  const publicKey = secp256k1.getPublicKey(key, false)
  const address = `0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(12))}`
  const personalSign = (message: Uint8Array) => {
    const prefix = utf8ToBytes(`\x19Ethereum Signed Message:\n${message.length}`)
    const digest = keccak_256(new Uint8Array([...prefix, ...message]))
    // `recovered` is the recovery id followed by r‖s.
    const signed = secp256k1.sign(digest, key, { prehash: false, lowS: true, format: 'recovered' })
    return `0x${bytesToHex(signed.subarray(1))}${(27 + signed[0]).toString(16)}`
  }
  return { address, personalSign }
}

/** `personal_sign`'s message parameter: `0x` hex of the bytes (as wallets are sent it), else the text as given. */
export function messageBytes(param: string): Uint8Array {
  return /^0x([0-9a-f]{2})*$/i.test(param) ? hexToBytes(param.slice(2)) : utf8ToBytes(param)
}
