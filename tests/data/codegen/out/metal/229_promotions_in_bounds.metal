#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Integer promotions and conversions in `@outer`/`@inner` loop tests: `unsigned short` and
// `unsigned char` bounds compared with signed iterators (promoted to `int`, so `-5 < us` is a
// signed comparison), `short` iterators with `char` steps, `unsigned char` iterators against
// `int` bounds that are negative (a `m - 1` that is -1; on OpenMP that loop's body never reads
// its iterator), a `sizeof` quotient cast to `int`, a `char` iterator stepping over letters,
// and `@restrict` parameters of narrow types.
kernel void _occa_promotions_0(constant unsigned short &us [[buffer(0)]], constant unsigned char &uc [[buffer(1)]], constant short &sh [[buffer(2)]], constant int &m [[buffer(3)]], constant signed char &step [[buffer(4)]], device const char *__restrict__ letters [[buffer(5)]], device int *__restrict__ out [[buffer(6)]], device short *__restrict__ cnt [[buffer(7)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    short s = -5 + (step * _occa_group_position.x);
    {
      unsigned char c = 0 + _occa_thread_position.x;
      out[(s + 5) * 16 + c] = s * 100 + c;
    }
  }
}

kernel void _occa_promotions_1(constant unsigned short &us [[buffer(0)]], constant unsigned char &uc [[buffer(1)]], constant short &sh [[buffer(2)]], constant int &m [[buffer(3)]], constant signed char &step [[buffer(4)]], device const char *__restrict__ letters [[buffer(5)]], device int *__restrict__ out [[buffer(6)]], device short *__restrict__ cnt [[buffer(7)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned char g = 0 + _occa_group_position.x;
    {
      int t = sh + _occa_thread_position.x;
      cnt[0] += 1000;
    }
  }
}

kernel void _occa_promotions_2(constant unsigned short &us [[buffer(0)]], constant unsigned char &uc [[buffer(1)]], constant short &sh [[buffer(2)]], constant int &m [[buffer(3)]], constant signed char &step [[buffer(4)]], device const char *__restrict__ letters [[buffer(5)]], device int *__restrict__ out [[buffer(6)]], device short *__restrict__ cnt [[buffer(7)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = -2 + _occa_group_position.x;
    int last;
    {
      signed char t = -4 + _occa_thread_position.x;
      last = g * 10 + t;
    }
    {
      signed char t = -4 + _occa_thread_position.x;
      out[400 + (g + 2) * 3 + (t + 4)] = last;
    }
  }
}

kernel void _occa_promotions_3(constant unsigned short &us [[buffer(0)]], constant unsigned char &uc [[buffer(1)]], constant short &sh [[buffer(2)]], constant int &m [[buffer(3)]], constant signed char &step [[buffer(4)]], device const char *__restrict__ letters [[buffer(5)]], device int *__restrict__ out [[buffer(6)]], device short *__restrict__ cnt [[buffer(7)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    {
      char ch = 'a' + (5 * _occa_thread_position.x);
      cnt[1 + g * 6 + (ch - 'a') / 5] = (short)(letters[ch - 'a'] * (g + 1));
    }
  }
}
