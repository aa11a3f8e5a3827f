// Records with only data members and default member initializers (`int hits = 3;`, a brace
// initializer, a nested record with its own), default-initialised in an `@inner` body and as an
// `@exclusive` object, and as `@shared` elements, which are uninitialised on every backend and
// which each work-item assigns before they are read.
struct Counts {
  int hits;
  int misses;
};

struct Cell {
  float w;
  struct Counts c;
  int tag;
};

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_defaultMemberInits_0(const int n, __global const float *in, __global float *out, __global int *tags) {
  __local struct Cell row[4];
  {
    int b = 0 + get_group_id(0);
    struct Cell mine = {.w = 0.5f, .c = {.hits = 3, .misses = {4}}, .tag = -1};
    {
      int t = 0 + get_local_id(0);
      struct Cell fresh = {.w = 0.5f, .c = {.hits = 3, .misses = {4}}, .tag = -1};
      fresh.w += in[b * 4 + t];
      row[t] = fresh;
      mine.c.hits += t;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      out[b * 4 + t] = row[3 - t].w + mine.w + (float)(mine.c.hits * 10 + mine.c.misses);
      tags[b * 4 + t] = row[3 - t].tag + row[t].c.misses * 100 + row[t].c.hits * 1000;
    }
  }
}
