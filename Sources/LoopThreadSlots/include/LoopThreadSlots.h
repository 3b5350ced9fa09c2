// Loop's per-thread slots, in C because Swift has no thread-local variables. In a Linux
// executable a `_Thread_local` array is read at a fixed offset from the thread pointer, with no
// call (in a shared library, or on Darwin, through one call to the loader's look-up), where
// `pthread_getspecific` was a call and a check of the key on every send.

#ifndef LOOP_THREAD_SLOTS_H
#define LOOP_THREAD_SLOTS_H

/// How many words each thread has: the dependency frame in force, the frame whose test step is
/// in force, and whether a TestStore runs effect jobs inline on the main actor.
#define LOOP_THREAD_SLOT_COUNT 3

extern _Thread_local void *_Nullable loop_thread_slots_storage[LOOP_THREAD_SLOT_COUNT];

/// This thread's slots: zero until Loop writes them, never freed (a thread's storage ends with
/// it, and the slots own nothing).
static inline void *_Nullable *_Nonnull loop_thread_slots(void) {
  return loop_thread_slots_storage;
}

#endif
