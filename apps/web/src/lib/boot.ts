import { applyCacheVersion } from '@/lib/session';

// Runs when imported, before the router module starts its first navigation and calls.
applyCacheVersion();
