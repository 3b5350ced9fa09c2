#include "LoopThreadSlots.h"

_Thread_local void *_Nullable loop_thread_slots_storage[LOOP_THREAD_SLOT_COUNT];
