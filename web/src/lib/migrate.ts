import { migrateStorage } from './storage'

// Imported first by the entry point, so every module reads storage only after the version check.
migrateStorage()
